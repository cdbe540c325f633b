import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

BEAMER_API_KEY = "b_l44Ry_JKeVYbuW-C7mnFhwHCfXYMaJo5emkoUW6PeYBj"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
