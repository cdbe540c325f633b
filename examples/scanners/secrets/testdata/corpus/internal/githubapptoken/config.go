package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":         "https://api.acme.dev/v2",
	"github_app_token": "ghu_sJJbSa9qedxKwgXP4RlQvpEa84Jguq4V2v71",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
