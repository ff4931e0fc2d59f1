# make run        builds Swath and opens the app on the demo level.
# make test       runs every check and test (installs system packages as root).
# make web        builds the browser version, a static site in build/web/
#                 (index.html, swath.wasm, wasm_exec.js) that any web server can host.
# make serve-web  builds it and serves it on a loopback port (it prints the address).
.PHONY: run test build deps bench web serve-web

build: deps
	go build -o swath .

run: build
	./swath

test:
	scripts/test.sh

deps:
	scripts/deps.sh

bench:
	go test -run '^$$' -bench . -benchmem ./pathing/

web:
	go run ./scripts/webbuild build/web

serve-web: web
	go run ./scripts/serveweb build/web
