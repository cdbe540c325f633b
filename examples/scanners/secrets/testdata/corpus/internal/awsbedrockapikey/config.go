package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":            "https://api.acme.dev/v2",
	"aws_bedrock_api_key": "ABSKQmVkcm9ja0FQSUtleSrzSrFbMEhX89Bh9A2BEakTuijPmF9ygzPJXZnzQDbQgP7GpqgDVAL0+vo6BZel6tQ8ha81CDKpjINokHt8Wh+9uZIuSeJf4jPIX/Hyb3hJ3Ck1yQErdFp3JM",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
