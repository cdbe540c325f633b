package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":         "https://api.acme.dev/v2",
	"shippo_api_token": "shippo_live_1f20a585b04d87bfc3ef02ebfa03f2149ef5ab47",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
