import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

GRAFANA_CLOUD_API_TOKEN = "glc_7jJj970QL9alqXt+SGLFZiOm4CYXYS0Ny4AX2PDAUO9gqmWrELAzsAk4BvyAxIyzINvti/msqhKZqld9I5vX6ASuSMVsN0+vx/M7Jok/5CkS3T2dJkPwtbwsBVACnghVyl8BpOYfms7QbaAvn+hh7cmlbE4HUFx68um9RUl4X539+t4whhbffBdusozi9z4oaUXN9TeYtZPKL8jSscIndeSwVOIAoWCWcNO9r8rtLjl2RU4uBngZScOpqJjFiHzyNLSY+zAoqLOjSkU/TusRWlhl="

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
