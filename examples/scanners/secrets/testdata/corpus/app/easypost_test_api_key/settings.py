import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

EASYPOST_TEST_API_KEY = "EZTK43beHcOsGNHNQDxa6ZycXdliNCc0xxkWylgyQKiUO50DruqmfnTFKN"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
