package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":                   "https://api.acme.dev/v2",
	"slack_config_refresh_token": "xoxe-5-SD4KDIQAW0IES8R0J5Y2AKXYJTBMGKLBVACPYM2NIA08PDS227HGS24D3PR21BC09NZW4Q82TBCUJ5P8LWA7Z5UQHR4F4CWA2SSSUWFPHTJL8E47V9LGAY6BGG17VSD970YQIPTJTWKNOS8UOI",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
