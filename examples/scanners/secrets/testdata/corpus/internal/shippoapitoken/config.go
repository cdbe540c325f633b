package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":         "https://api.acme.dev/v2",
	"shippo_api_token": "shippo_test_8aeba07a42c7f94a0bc7937aecdc77bfd88f1899",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
