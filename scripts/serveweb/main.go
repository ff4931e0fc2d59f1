// Command serveweb serves Swath's web site (make serve-web) on a loopback
// port and prints its address: serveweb [-addr HOST:PORT] DIR. When the
// port is taken it takes a free one and says so. It stops on Ctrl+C.
package main

import (
	"errors"
	"flag"
	"fmt"
	"net"
	"net/http"
	"os"
	"path/filepath"

	"swath/web"
)

func main() {
	addr := flag.String("addr", "127.0.0.1:8080", "`HOST:PORT` to listen on (port 0: any free one)")
	flag.Usage = func() {
		fmt.Fprintln(flag.CommandLine.Output(), "usage: serveweb [-addr HOST:PORT] DIR")
		flag.PrintDefaults()
	}
	flag.Parse()
	if flag.NArg() != 1 {
		flag.Usage()
		os.Exit(2)
	}
	dir := flag.Arg(0)
	if _, err := os.Stat(filepath.Join(dir, web.WasmFile)); err != nil {
		fmt.Fprintf(os.Stderr, "serveweb: %s has no %s (build it with make web)\n", dir, web.WasmFile)
		os.Exit(2)
	}
	ln, err := net.Listen("tcp", *addr)
	if err != nil {
		host, _, _ := net.SplitHostPort(*addr)
		free, err2 := net.Listen("tcp", net.JoinHostPort(host, "0"))
		if err2 != nil {
			fmt.Fprintln(os.Stderr, "serveweb:", err)
			os.Exit(1)
		}
		fmt.Fprintf(os.Stderr, "serveweb: %v; serving on a free port instead\n", err)
		ln = free
	}
	fmt.Printf("Swath is at http://%s/ (Ctrl+C stops it)\n", ln.Addr())
	if err := http.Serve(ln, web.Handler(dir)); err != nil && !errors.Is(err, http.ErrServerClosed) {
		fmt.Fprintln(os.Stderr, "serveweb:", err)
		os.Exit(1)
	}
}
