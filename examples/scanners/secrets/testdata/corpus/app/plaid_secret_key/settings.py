import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

PLAID_SECRET_KEY = "7fxo5fw6qubjreeyvkzq82dz7onarx"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
