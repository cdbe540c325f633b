package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":       "https://api.acme.dev/v2",
	"beamer_api_key": "b_2b15fJ-=fyusd_PzNv6Dnltg=kR5yYaMV_mj__rS6H9C",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
