import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

COINBASE_API_SECRET = "YwkD5My2J6TKZJN1pDzQD3r0PH_oEPh_GlaWcXRYg5o-0WdNGxNwZ4M9E167kpvs"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
