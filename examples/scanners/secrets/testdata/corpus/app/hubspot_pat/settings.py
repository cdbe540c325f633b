import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

HUBSPOT_PAT = "pat-eu1-339ce3e4-a7d9-eba7-9e79-aafcfc6e4bca"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
