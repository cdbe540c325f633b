import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

DIGITALOCEAN_OAUTH_TOKEN = "doo_v1_918ac8dab7bbc202f8bd5a6811f65e7e95dd10fbe213ef2ef15c478c9831699d"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
