import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

HARNESS_API_KEY = "sat.nWsfwyIjwUJL60GW2SFmWZ.QdukteGdHkpbnxzMAE27ofOj.6xR9yJfyuzuvKDN2uFic"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
