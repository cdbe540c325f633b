package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":                "https://api.acme.dev/v2",
	"gocardless_access_token": "live_6aBGy2FDwQtMfLH6YLMe62ajIFPIpSlW_Ixw=XoL",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
