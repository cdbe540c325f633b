package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":          "https://api.acme.dev/v2",
	"clickup_api_token": "pk_294293954_5BAAFXI5HCYFX7EU0GWBOR6XWFM9DKIK",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
