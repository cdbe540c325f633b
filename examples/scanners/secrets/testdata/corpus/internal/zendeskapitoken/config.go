package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":          "https://api.acme.dev/v2",
	"zendesk_api_token": "C1nYc1CMVVdaKHmFSydlVeMYj9qruHM3rvH22Oeg",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
