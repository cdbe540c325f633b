package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":             "https://api.acme.dev/v2",
	"twitter_access_token": "7665421576585706700-NuU0g4aIoOvF84KPfxJi",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
