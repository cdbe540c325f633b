package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":                "https://api.acme.dev/v2",
	"freshbooks_access_token": "pvkwft344oh71ihfe2e8jtzefkpvh6pl7gv25pus0uaqwnsmenvcpbuyvced0eds",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
