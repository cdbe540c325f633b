package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":        "https://api.acme.dev/v2",
	"slack_app_token": "xapp-1-AOKSU3YPHHP-2643769986750-273d4281779eaa4d3fd06881f882797769fe54b7c4e5fc9126653dc42af93fd0",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
