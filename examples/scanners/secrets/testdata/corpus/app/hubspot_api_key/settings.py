import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

HUBSPOT_API_KEY = "80d802b9-d4c1-c324-2d1a-00bba09924ad"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
