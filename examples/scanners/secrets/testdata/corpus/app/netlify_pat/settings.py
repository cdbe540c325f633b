import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

NETLIFY_PAT = "nfp_BrKsk0kLFwEjirMPZFRiDB9pI2mLwa5JvDJY"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
