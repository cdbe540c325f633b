package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":         "https://api.acme.dev/v2",
	"digitalocean_pat": "dop_v1_fbafd05e9ee629bb1d0509f2e1c8930c84b054129f8caae89b3ecbd734e335a8",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
