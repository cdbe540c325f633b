import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

CONTENTFUL_DELIVERY_TOKEN = "O70TBl5pLc-rvOKn10urbw5baD-Ya9UyLWqRSQW=Apa"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
