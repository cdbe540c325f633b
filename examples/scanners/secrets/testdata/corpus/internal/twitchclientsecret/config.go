package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":             "https://api.acme.dev/v2",
	"twitch_client_secret": "e4y8ax9tq2yyf4xd3q48mmqa1prb3f",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
