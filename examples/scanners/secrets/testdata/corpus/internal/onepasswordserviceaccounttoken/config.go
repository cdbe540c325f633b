package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":                          "https://api.acme.dev/v2",
	"onepassword_service_account_token": "ops_eyJ6jMo59+gB+Qa2AiNkf2TyLbKndKv3Ylg9QagVZ8pszJMlHevW8Q0HGSJRx4S2JKZ07wACvhKHJDCz4XQYTt9CiyT+QusCpL7MkYWOXGvFeRR1Es2s0mgD6NAXapB86ypgvToAOyXd47iiOCoJurZKtMQ7hd2K+vbe7S9sHXPgegvZAz2CETLFa3iaBswi5GEkjTuJGUVyMJiYXTv0/cEntIHO1+/l0dETa3ZiXjPuk5CvAPD+th8Ezav674sz38Yd2wlfhPazh+TM3/yAFblvJl/TzDBDAEcWMpYtEykIm3C4oCIUI0b5gsUUzrZEodZd5wsrbGvqxFNwuZHTV8QM2L2JxcQkbuaJRrGDQHuiqUfg23I4U5pzP0jwHkIQJJDnk9SWzMOIISt+1yv2EjEthy+BqK4uC1PUEnaYezdW4OczpnmdOG+8FNDOcJKBavhtijzLDfvUAeT4HzENMoaksibdxqe0kJINUaRmwj+I6QRjCN20uUdM7tPbe/VCvTSieD1WAa95nynO4+t9KlOv6SSbKMO/6wP8KsgfCe1z+T4KBl/03eBsw8I1Xsn9MC8ZdBUi7GQx5UMiWn=",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
