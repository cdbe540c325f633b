import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

PLANETSCALE_TOKEN = "pscale_oauth_kzs.XyTktvzzU2GnYUksztae8Cc1JE8zzlqmFt"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
