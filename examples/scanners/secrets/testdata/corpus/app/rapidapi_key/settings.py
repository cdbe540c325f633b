import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

RAPIDAPI_KEY = "pit1OMQMb8qKTsDUYugxv-H3VYqma6dkEn3fwTASN9e59Z_swp"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
