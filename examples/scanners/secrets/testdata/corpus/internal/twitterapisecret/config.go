package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":           "https://api.acme.dev/v2",
	"twitter_api_secret": "M00hwMGu7GnSF81X26KFldeV6630HL8IyE9emGnjxIaIdBDDbj",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
