import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

CONFLUENT_API_SECRET = "vVO55IPtBOm35afJ7N6896nQM5Q3p2QKq9+FVqAoEnizWL7KkLyNY8oY+fq373qc"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
