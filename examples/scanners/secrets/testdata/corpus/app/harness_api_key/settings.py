import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

HARNESS_API_KEY = "pat.aDGCaY5zr4oGze0br3eSPa.d4384b5f9a20fb6d67b0b63f.Or7HK2yYcj2Zm88rdPvo"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
