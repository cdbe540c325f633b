package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":              "https://api.acme.dev/v2",
	"gitlab_session_cookie": "_gitlab_session=upt6eqqdekhxxcvbgrof18zydldo2uez",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
