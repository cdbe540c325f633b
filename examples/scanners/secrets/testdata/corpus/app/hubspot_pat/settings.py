import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

HUBSPOT_PAT = "pat-eu1-8d2291f0-3b02-8777-bb6e-f950340901ee"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
