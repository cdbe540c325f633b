package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":           "https://api.acme.dev/v2",
	"flyio_access_token": "fo1_gJZTdi9aPdlJqGFv7IpHZGTGp2uQPpwcg3QN54TXaL2",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
