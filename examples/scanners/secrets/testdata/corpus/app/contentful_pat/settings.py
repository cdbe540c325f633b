import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

CONTENTFUL_PAT = "CFPAT-MTAm36LOrWeOS00fEgMjxgptjOktZ8KBbfcr6ozt3Tw"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
