import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

RUBYGEMS_API_KEY = "rubygems_fa3087ba1ba9a3d0ff7b1d3656cca3a3531c1b74bba17693"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
