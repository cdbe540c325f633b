package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":               "https://api.acme.dev/v2",
	"azure_ad_client_secret": "VP.6Q~UibmgvCSvBFFisXGI3mqm4uN2Tskjr6Z",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
