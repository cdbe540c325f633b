import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

HARNESS_API_KEY = "sat.Hmm7lAk1GKR1MAXNqnBDnn.Ltiy1RGfNztN9W8wiwKO4Q60.vQbZu3JyOwrDKWK607Ik"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
