package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":          "https://api.acme.dev/v2",
	"mailchimp_api_key": "3372730cb8dbfba9d400f99fea67efad-us11",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
