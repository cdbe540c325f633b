package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":          "https://api.acme.dev/v2",
	"kraken_api_secret": "DlZ4Gz8CBSZKNoRGLH6LNQtF19iitV91EtUQQlfgGWYpk3e0jZFGhvAWGOJSSo1CHTcjGaPAGlUwsrVzW3q8Lv==",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
