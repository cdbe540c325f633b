package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":           "https://api.acme.dev/v2",
	"plaid_access_token": "access-sandbox-68bcc4c1-a9e3-4239-5847-88510acb7988",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
