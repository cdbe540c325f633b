import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

CONTENTFUL_PAT = "CFPAT-Ad2LYn4l16FCtzu3LzTQ5IyEhO7D96IgAGn9C78vW4p"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
