package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":          "https://api.acme.dev/v2",
	"kraken_api_secret": "4ldtjRAFgAlDBvWphajYRR747+WUra/4bSboIW+hjBKMIBaBYl1G8pxEjq9aF+Ik5v27Tp4bV9fjWYFEvsyERa==",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
