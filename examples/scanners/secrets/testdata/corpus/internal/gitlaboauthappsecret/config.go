package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":                "https://api.acme.dev/v2",
	"gitlab_oauth_app_secret": "gloas-iLcUmOOBOwOU7iC-5jLcqMTyJMNxUXy_MeLM9npDgHFGTQZGdrfW1yOvWu9B6Qp0",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
