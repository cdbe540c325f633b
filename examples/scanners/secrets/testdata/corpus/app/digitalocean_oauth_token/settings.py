import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

DIGITALOCEAN_OAUTH_TOKEN = "doo_v1_d66024d13075052aaade6b7a454b0a744420df6cd7a301ebc1b455bd52a2cef0"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
