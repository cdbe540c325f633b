package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":          "https://api.acme.dev/v2",
	"privateai_api_key": "ucn2op06n8uwtb6a4orz6d0vzcqfg95y",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
