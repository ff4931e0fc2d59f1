# make run   builds Swath and opens the app on the demo level.
# make test  runs every check and test (installs system packages as root).
.PHONY: run test build deps bench

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
