import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

COINBASE_API_SECRET = "T4rfYr2SuNnkBj9WT3oecZdwzwKf9oQhS_FGuVTumPbwBflrr6c2PKdN6AutjZLs"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
