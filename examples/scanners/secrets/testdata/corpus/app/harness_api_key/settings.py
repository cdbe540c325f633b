import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

HARNESS_API_KEY = "pat.aDGCaY5zr4oGze0br3eSPa.eN6bcR5JWM2ezFvbuU0enwuo.Or7HK2yYcj2Zm88rdPvo"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
