import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

ARTIFACTORY_REFERENCE_TOKEN = "cmVmdGtuOjAxOpbupmghI4Slb2MPeePr6ZmC3P2JJzRtlrktnWLGxZ9Hob03GNhG"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
