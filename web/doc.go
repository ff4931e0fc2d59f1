// Package web is Swath in the browser: the page that loads the app built
// for GOOS=js GOARCH=wasm (index.html), the site builder (Build, make web)
// and a static server for it (Handler, make serve-web). Its tests open the
// page in headless Chromium and drive it as a person would.
package web
