import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

DIGITALOCEAN_OAUTH_TOKEN = "doo_v1_690f5b1867bc6e84f9ecfd5e326610af7d3b1d329a042e83ab6039b17c69df03"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
