package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":               "https://api.acme.dev/v2",
	"azure_ad_client_secret": "zlw7Q~s38chkr5liRvYUR-h5_u9VbaQh0YiFw1qH",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
